/**
 * The Arabic of the course pages' reference data (decision 0011), by its English text: the pages'
 * headings, intros and descriptions (`features/courses/course-programs.ts`) and each course's
 * title, prerequisite, certificate and outcomes (`#shared/reference/courses.ts`). A course page's
 * loader puts its program's entries in the page's data (`course-data.ts`); course codes stay as they are. `course-text.test.ts` checks
 * that every English text has its Arabic. A Latin code followed by a number is isolated (FSI
 * U+2068 … PDI U+2069), else the number joins it left to right (`i18n/bidi-text.test.ts`).
 */
export const courseDataAr: Readonly<Record<string, string>> = {
  // The three pages.
  "HR and Management Certification Programs": "برامج شهادات الموارد البشرية والإدارة",
  "Eight HR certification courses from HR Fundamentals (HRFC, USD 300) to the HR Executive Certificate: prices, hours, sessions and prerequisites.":
    "ثماني دورات لشهادات الموارد البشرية، من أساسيات الموارد البشرية (HRFC، بسعر 300 دولار) إلى الشهادة التنفيذية في الموارد البشرية: الأسعار والساعات والجلسات والمتطلبات السابقة.",
  "Build an HR career step by step: start with HR Fundamentals, then specialise in pay, employment law, recruitment or training, and grow into HR management and executive roles.":
    "ابنِ مسيرتك في الموارد البشرية خطوة بخطوة: ابدأ بأساسيات الموارد البشرية، ثم تخصص في الأجور أو قانون العمل أو التوظيف أو التدريب، وتقدّم إلى إدارة الموارد البشرية والمناصب التنفيذية.",
  "Project Management Programs": "برامج إدارة المشاريع",
  "Project Management Certified Manager (PMCM): 39 hours in 9 sessions, USD 500, towards the 35 education hours of the PMP exam.":
    "مدير مشاريع معتمد (\u2068PMCM\u2069): 39 ساعة في 9 جلسات بسعر 500 دولار، تغطي ساعات التعليم الـ35 التي يشترطها اختبار PMP.",
  "Lead projects with confidence and prepare for the PMP exam with a structured program along the PMBOK knowledge areas.":
    "أدِر المشاريع بثقة واستعد لاختبار PMP ببرنامج منظّم يغطي مجالات المعرفة في دليل PMBOK.",
  "Supply Chain Certification Programs": "برامج شهادات سلاسل الإمداد",
  "Five supply chain courses: Lean and Quality, Operations and Process Management, Certified Supply Chain Manager, Procurement and Contract Management Officer, from USD 250, with hours and prerequisites.":
    "خمس دورات في سلاسل الإمداد: الإنتاج الرشيق والجودة، وإدارة العمليات والإجراءات، ومدير سلاسل الإمداد المعتمد، والمشتريات، ومسؤول إدارة العقود، ابتداءً من 250 دولارًا، مع الساعات والمتطلبات السابقة.",
  "From procurement to lean operations: certificates for buyers, planners and operations leaders in Gulf healthcare and industry.":
    "من المشتريات إلى العمليات الرشيقة: شهادات للمشترين والمخططين وقادة العمليات في القطاع الصحي والصناعي الخليجي.",

  // Prerequisites as written.
  None: "لا يوجد",
  "5 years HR experience or HRFC": "خبرة 5 سنوات في الموارد البشرية أو شهادة HRFC",
  "CHRM or a set of other certificates": "شهادة CHRM أو مجموعة من الشهادات الأخرى",
  "COPMP is a certificate we do not teach: it is not one of the courses on this site. Not sure whether you meet it?":
    "شهادة COPMP لا نقدّمها، وليست من دورات هذا الموقع. لست متأكدًا من استيفائك لها؟",

  // HR courses.
  "HR Fundamentals Certificate": "شهادة أساسيات الموارد البشرية",
  "Attests a working knowledge of the HR cycle: workforce planning, recruitment, onboarding, pay, performance and employee relations. For new HR staff, line managers and career changers.":
    "تثبت معرفة عملية بدورة الموارد البشرية: تخطيط القوى العاملة، والتوظيف، والتهيئة، والأجور، والأداء، وعلاقات الموظفين. للعاملين الجدد في الموارد البشرية والمديرين المباشرين ومن ينتقلون إلى هذا المجال.",
  "Map the HR cycle of a Gulf organisation": "رسم دورة الموارد البشرية في منشأة خليجية",
  "Write job descriptions and offer letters": "كتابة الأوصاف الوظيفية وخطابات العروض",
  "Run a basic performance review": "إجراء تقييم أداء أساسي",
  "Certified Human Resources Manager": "مدير موارد بشرية معتمد",
  "Attests the ability to lead an HR function: strategy, policies, talent, reward and compliance with Gulf labour law. For HR officers moving into management.":
    "تثبت القدرة على قيادة إدارة الموارد البشرية: الاستراتيجية، والسياسات، والمواهب، والمكافآت، والالتزام بأنظمة العمل الخليجية. لأخصائيي الموارد البشرية المنتقلين إلى الإدارة.",
  "Align HR strategy with business goals": "مواءمة استراتيجية الموارد البشرية مع أهداف المنشأة",
  "Design HR policies and procedures": "تصميم سياسات الموارد البشرية وإجراءاتها",
  "Lead workforce and succession planning": "قيادة تخطيط القوى العاملة والتعاقب الوظيفي",
  "HR Executive Certificate": "الشهادة التنفيذية في الموارد البشرية",
  "Attests executive-level HR leadership: organisational design, change, culture and HR analytics presented to the board. For senior HR managers and HR business partners.":
    "تثبت القيادة التنفيذية للموارد البشرية: التصميم التنظيمي، وإدارة التغيير، والثقافة المؤسسية، وتحليلات الموارد البشرية المقدّمة لمجلس الإدارة. لكبار مديري الموارد البشرية وشركاء الأعمال.",
  "Lead organisational change": "قيادة التغيير المؤسسي",
  "Build HR dashboards for executives": "بناء لوحات مؤشرات الموارد البشرية للإدارة العليا",
  "Shape culture and engagement programs": "تشكيل برامج الثقافة المؤسسية وارتباط الموظفين",
  "Compensation and Benefits Management Certificate": "شهادة إدارة التعويضات والمزايا",
  "Attests the ability to design fair, competitive pay: job evaluation, salary structures, allowances and benefits. For HR and payroll specialists.":
    "تثبت القدرة على تصميم أجور عادلة وتنافسية: تقييم الوظائف، وهياكل الرواتب، والبدلات، والمزايا. لأخصائيي الموارد البشرية والرواتب.",
  "Evaluate and grade jobs": "تقييم الوظائف وتصنيفها",
  "Build salary bands from market data": "بناء نطاقات الرواتب من بيانات السوق",
  "Plan benefits within budget": "تخطيط المزايا ضمن الميزانية",
  "Certificate in HR Employment Law and Labour Relations":
    "شهادة قانون العمل وعلاقات العمل في الموارد البشرية",
  "Attests a practical grasp of employment contracts, discipline, grievances and end-of-service rules under Gulf labour laws. For HR staff and managers handling employee cases.":
    "تثبت فهمًا عمليًا لعقود العمل والتأديب والتظلمات وأحكام نهاية الخدمة وفق أنظمة العمل الخليجية. لموظفي الموارد البشرية والمديرين الذين يتعاملون مع قضايا الموظفين.",
  "Draft compliant employment contracts": "صياغة عقود عمل متوافقة مع الأنظمة",
  "Handle discipline and grievances": "التعامل مع الإجراءات التأديبية والتظلمات",
  "Calculate end-of-service entitlements": "حساب مستحقات نهاية الخدمة",
  "HR Recruitment and Selection Certificate": "شهادة التوظيف والاختيار في الموارد البشرية",
  "Attests skill in sourcing, structured interviewing and selecting candidates fairly. For recruiters and hiring managers.":
    "تثبت مهارة استقطاب المرشحين وإجراء المقابلات المنظّمة واختيار المرشحين بإنصاف. لأخصائيي التوظيف ومديري التعيين.",
  "Write targeted job adverts": "كتابة إعلانات وظيفية موجّهة",
  "Run competency-based interviews": "إجراء مقابلات قائمة على الكفاءات",
  "Score and select candidates consistently": "تقييم المرشحين واختيارهم بمعايير ثابتة",
  "Training and Development in HR Certificate": "شهادة التدريب والتطوير في الموارد البشرية",
  "Attests the ability to analyse training needs, plan programs and measure their effect. For training coordinators and HR generalists.":
    "تثبت القدرة على تحليل الاحتياجات التدريبية وتخطيط البرامج وقياس أثرها. لمنسقي التدريب وأخصائيي الموارد البشرية العامين.",
  "Run a training needs analysis": "إجراء تحليل للاحتياجات التدريبية",
  "Plan an annual training calendar": "إعداد خطة تدريب سنوية",
  "Evaluate training with the Kirkpatrick levels": "تقييم التدريب بمستويات كيركباتريك",
  "Modern HR Practices Certificate": "شهادة الممارسات الحديثة في الموارد البشرية",
  "Attests familiarity with current HR practice: HR technology, hybrid work, employee experience and people analytics. For HR teams modernising their function.":
    "تثبت الإلمام بالممارسات الحالية في الموارد البشرية: تقنيات الموارد البشرية، والعمل الهجين، وتجربة الموظف، وتحليلات الأفراد. لفرق الموارد البشرية التي تطوّر أعمالها.",
  "Choose HR software that fits": "اختيار برنامج الموارد البشرية المناسب",
  "Design an employee experience journey": "تصميم رحلة تجربة الموظف",
  "Use simple people analytics": "استخدام تحليلات بسيطة للأفراد",

  // Project management.
  "Project Management Certified Manager": "مدير مشاريع معتمد",
  "Attests command of the project life cycle along the PMBOK knowledge areas: scope, schedule, cost, quality, risk, stakeholders and agile delivery. For project coordinators, engineers and team leads who run projects and want the PMP credential; its 39 contact hours cover the 35 hours of project management education the PMP exam asks for.":
    "تثبت إتقان دورة حياة المشروع وفق مجالات المعرفة في دليل PMBOK: النطاق، والجدول الزمني، والتكلفة، والجودة، والمخاطر، وأصحاب المصلحة، والتنفيذ المرن. لمنسقي المشاريع والمهندسين وقادة الفرق الذين يديرون المشاريع ويسعون إلى شهادة PMP؛ وتغطي ساعاتها الـ39 ساعات التعليم الـ35 في إدارة المشاريع التي يشترطها اختبار PMP.",
  "Build a work breakdown structure and schedule": "بناء هيكل تجزئة العمل والجدول الزمني",
  "Estimate and control cost and risk": "تقدير التكلفة والمخاطر وضبطها",
  "Prepare for the PMP exam": "الاستعداد لاختبار PMP",

  // Supply chain.
  "Lean and Quality": "الإنتاج الرشيق والجودة",
  "Attests the ability to remove waste and improve quality with lean tools, 5S, root-cause analysis and basic statistical process control. For operations and quality staff.":
    "تثبت القدرة على إزالة الهدر وتحسين الجودة بأدوات الإنتاج الرشيق ومنهجية 5S وتحليل الأسباب الجذرية والضبط الإحصائي الأساسي للعمليات. لموظفي العمليات والجودة.",
  "Map a value stream": "رسم خريطة تدفق القيمة",
  "Run a 5S and kaizen event": "تنفيذ فعالية 5S وكايزن",
  "Find root causes with the 5 whys and fishbone":
    "تحديد الأسباب الجذرية بأسلوب «لماذا الخمس» ومخطط عظم السمكة",
  "Operations and Process Management": "إدارة العمليات والإجراءات",
  "Attests skill in designing, measuring and improving operational processes: capacity, inventory, scheduling and KPIs. For operations supervisors and process owners.":
    "تثبت مهارة تصميم العمليات التشغيلية وقياسها وتحسينها: الطاقة الاستيعابية، والمخزون، والجدولة، ومؤشرات الأداء الرئيسية. لمشرفي العمليات وأصحاب الإجراءات.",
  "Model process capacity": "نمذجة الطاقة الاستيعابية للعمليات",
  "Set inventory policies": "وضع سياسات المخزون",
  "Track operations KPIs": "متابعة مؤشرات أداء العمليات",
  "Certified Supply Chain Manager": "مدير سلاسل إمداد معتمد",
  "Attests end-to-end supply chain management: planning, sourcing, logistics, supplier relations and risk. For supply chain and logistics professionals.":
    "تثبت إدارة سلسلة الإمداد من طرف إلى طرف: التخطيط، والتوريد، والخدمات اللوجستية، وعلاقات الموردين، والمخاطر. لمحترفي سلاسل الإمداد والخدمات اللوجستية.",
  "Plan demand and supply": "تخطيط الطلب والعرض",
  "Manage supplier performance": "إدارة أداء الموردين",
  "Reduce supply chain risk": "الحد من مخاطر سلسلة الإمداد",
  "Certified Procurement Professional": "أخصائي مشتريات معتمد",
  "Attests sound purchasing practice: sourcing strategies, tenders, negotiation and contract management. For buyers and procurement officers.":
    "تثبت ممارسة سليمة للشراء: استراتيجيات التوريد، والمناقصات، والتفاوض، وإدارة العقود. للمشترين ومسؤولي المشتريات.",
  "Run a competitive tender": "إدارة مناقصة تنافسية",
  "Negotiate with suppliers": "التفاوض مع الموردين",
  "Manage contracts and claims": "إدارة العقود والمطالبات",
  "Certified Contract Management Officer": "مسؤول إدارة عقود معتمد",
  "Attests the ability to run a contract through its life: drafting terms, awarding, monitoring supplier obligations, handling variations and claims, and closing out. For contract, procurement and project officers who administer supplier contracts.":
    "تثبت القدرة على إدارة العقد طوال مدته: صياغة الشروط، والترسية، ومتابعة التزامات المورد، والتعامل مع التغييرات والمطالبات، والإقفال. لمسؤولي العقود والمشتريات والمشاريع الذين يديرون عقود الموردين.",
  "Draft clear scope, price and payment terms": "صياغة نطاق وسعر وشروط دفع واضحة",
  "Track obligations, deliverables and penalties": "متابعة الالتزامات والمخرجات والغرامات",
  "Handle variations, claims and contract close-out": "التعامل مع التغييرات والمطالبات وإقفال العقد",
};
