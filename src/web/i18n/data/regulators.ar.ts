/**
 * The Arabic of the regulators' reference data (decision 0011), by its English text: summaries, result
 * times, durations, notes, exam levels and specialties (`#shared/reference/regulators.ts`). The
 * English is the data itself (the page sends specialties in the URL by their English names), so
 * these travel as a plain map, not as catalogue ids: a regulator page's loader puts its
 * regulator's entries in the page's data (`regulator-data.ts`), the status page's and the contact
 * form's routes carry the map in their `handle` (`texts`).
 * Exam titles stay as the regulators publish them. `regulator-text.test.ts` checks every
 * English text has its Arabic. A Latin code followed by a number is isolated (FSI U+2068 … PDI
 * U+2069): "SDLE: 4 ساعات" would otherwise read "4 SDLE:" (`i18n/bidi-text.test.ts`).
 */
export const regulatorDataAr: Readonly<Record<string, string>> = {
  // Summaries.
  "The Saudi Commission for Health Specialties classifies and registers the healthcare practitioners of Saudi Arabia. Candidates sit its licensing exams (SMLE, SDLE, SPLE, SNLE and the Saudi Licensing Exam titles of each profession) at Prometric test centers.":
    "تتولى الهيئة السعودية للتخصصات الصحية تصنيف الممارسين الصحيين في المملكة العربية السعودية وتسجيلهم. ويؤدي المتقدمون اختبارات الترخيص (SMLE وSDLE وSPLE وSNLE واختبارات الترخيص السعودية لكل مهنة) في مراكز برومترك.",
  "The Dubai Health Authority licenses the physicians, dentists, nurses, midwives, pharmacists and allied health professionals who work in Dubai's health facilities. Applicants sit a computer-based licensing assessment for their professional title at a Prometric test center.":
    "ترخّص هيئة الصحة بدبي الأطباء وأطباء الأسنان والممرضين والقابلات والصيادلة وممارسي المهن الصحية المساندة العاملين في المنشآت الصحية بدبي. ويؤدي المتقدم تقييم الترخيص المحوسب الخاص بمسماه المهني في أحد مراكز برومترك.",
  "The Department of Healthcare Professions of Qatar's Ministry of Public Health licenses the physicians, dentists, pharmacists, nurses and allied health practitioners of Qatar. Applicants sit a computer-based qualifying exam for their professional title at a Prometric test center.":
    "ترخّص إدارة الكوادر الصحية بوزارة الصحة العامة في قطر الأطباء وأطباء الأسنان والصيادلة والممرضين وممارسي المهن الصحية المساندة في دولة قطر. ويؤدي المتقدم اختبار التأهيل المحوسب الخاص بمسماه المهني في أحد مراكز برومترك.",
  "Kuwait's Ministry of Health assesses the doctors, dentists, nurses and technicians it licenses to practice in Kuwait. Its exams are set by specialty and level, from Registrar and Senior Registrar to technician, and are taken at Prometric test centers.":
    "تقيّم وزارة الصحة الكويتية الأطباء وأطباء الأسنان والممرضين والفنيين الذين ترخّص لهم بالممارسة في الكويت. وتُحدَّد اختباراتها حسب التخصص والدرجة، من المسجل والمسجل الأول إلى الفني، وتُعقد في مراكز برومترك.",
  "Bahrain's National Health Regulatory Authority licenses the healthcare professionals of the Kingdom of Bahrain. Applicants sit a computer-based licensing exam in their specialty at a Prometric test center.":
    "ترخّص الهيئة الوطنية لتنظيم المهن والخدمات الصحية الممارسين الصحيين في مملكة البحرين. ويؤدي المتقدم اختبار الترخيص المحوسب في تخصصه في أحد مراكز برومترك.",

  // Result times, durations and their notes.
  "7 to 10 business days, on the SCFHS website": "من 7 إلى 10 أيام عمل، على موقع الهيئة",
  "7 to 10 business days": "من 7 إلى 10 أيام عمل",
  "5 to 10 business days": "من 5 إلى 10 أيام عمل",
  "2 to 6 weeks": "من أسبوعين إلى 6 أسابيع",
  "2.5 to 4.5 hours, depending on the exam": "من ساعتين ونصف إلى 4 ساعات ونصف، بحسب الاختبار",
  "3 to 4.5 hours": "من 3 ساعات إلى 4 ساعات ونصف",
  "2.5 to 3.5 hours": "من ساعتين ونصف إلى 3 ساعات ونصف",
  "4 hours 30 minutes (since 1 March 2023)": "4 ساعات و30 دقيقة (منذ 1 مارس 2023)",
  "Saudi Licensing Exam (SLE) titles: 2 to 6 weeks":
    "اختبارات الترخيص السعودية (SLE): من أسبوعين إلى 6 أسابيع",
  "Practice exams: score report by email within 24 hours":
    "الاختبارات التجريبية: يصل تقرير الدرجة بالبريد الإلكتروني خلال 24 ساعة",
  "SPLE, SMLE and SDLE: 4 hours 30 minutes (since 1 March 2023)":
    "SPLE وSMLE و\u2068SDLE\u2069: 4 ساعات و30 دقيقة (منذ 1 مارس 2023)",

  // Exam levels.
  "General Practitioner": "طبيب عام",
  Specialist: "أخصائي",
  Consultant: "استشاري",
  "Associate Consultant": "استشاري مشارك",
  Registrar: "مسجل",
  "Senior Registrar": "مسجل أول",
  Technician: "فني",
  Technologist: "تقني",

  // Specialties.
  Medicine: "الطب",
  Dentistry: "طب الأسنان",
  Pharmacy: "الصيدلة",
  Nursing: "التمريض",
  Laboratory: "المختبرات",
  Radiology: "الأشعة",
  Physiotherapy: "العلاج الطبيعي",
  "Respiratory Therapy": "العلاج التنفسي",
  "Anesthesia Technology": "تقنية التخدير",
  "Emergency Medical Services": "الخدمات الإسعافية",
  Nutrition: "التغذية",
  Optometry: "البصريات",
  "Health Administration": "الإدارة الصحية",
  "Public Health": "الصحة العامة",
  Physicians: "الأطباء",
  Dentists: "أطباء الأسنان",
  "Allied Health": "المهن الصحية المساندة",
  Doctors: "الأطباء",
  Anesthesia: "التخدير",
  "Chinese Acupuncture": "الوخز بالإبر الصينية",
  "General Surgery": "الجراحة العامة",
  Dermatology: "الأمراض الجلدية",
  "Diagnostic Radiology": "الأشعة التشخيصية",
  "Emergency Medicine": "طب الطوارئ",
  Endocrinology: "الغدد الصماء",
  ENT: "الأنف والأذن والحنجرة",
  "Family Medicine": "طب الأسرة",
  Gastroenterology: "أمراض الجهاز الهضمي",
  Hematology: "أمراض الدم",
  "Anatomic Pathology": "علم الأمراض التشريحي",
  "Intensive Care": "العناية المركزة",
  "Internal Medicine": "الطب الباطني",
  "Microbiology & Laboratory": "الأحياء الدقيقة والمختبرات",
  Nephrology: "أمراض الكلى",
  Neurology: "الأمراض العصبية",
  "Obstetrics & Gynecology": "النساء والولادة",
  Audiology: "السمعيات",
  "CSS / Infection Control": "التعقيم المركزي / مكافحة العدوى",
  "Dental Specialties": "تخصصات طب الأسنان",
  "Paramedics & Emergency": "الإسعاف والطوارئ",
  "Internal Medicine & Specialties": "الطب الباطني وتخصصاته",
  Surgery: "الجراحة",
  "Physiotherapy & Occupational Therapy": "العلاج الطبيعي والعلاج الوظيفي",
};
