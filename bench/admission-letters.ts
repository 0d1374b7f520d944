/**
 * Admission letters (decision 0023): the time and memory of one letter, and of a whole sitting's
 * letters streamed as one PDF. The real app on a local port over its own database: `BENCH_SEATS`
 * candidates (default 200, half of them Arabic) booked into one sitting; then
 * `GET /api/students/{id}/admission-letter.pdf` `BENCH_ROUNDS` times (default 20, after 3 warm-up
 * requests) and `GET /api/sittings/{id}/admission-letters.pdf` read from the socket as it comes,
 * while this process's RSS (server and client share it) is sampled every 10 ms. For contrast the
 * same letters are then drawn into one document kept in memory (`BENCH_IN_MEMORY=0` skips it).
 */
import { eq } from "drizzle-orm";
import { buildApp } from "#server/app.ts";
import { parseConfig } from "#server/config.ts";
import { students, testCenters, users } from "#server/db/schema.ts";
import { admissionLetter, type LetterContext, pdfBrand } from "#server/domain/admission-letters.ts";
import { createAdmissionCodes } from "#server/lib/admission-codes.ts";
import { createPdf, renderLetterPage } from "#server/lib/exam-day-pdf.ts";
import { hashPassword } from "#server/lib/passwords.ts";
import { insertCandidates } from "#tests/helpers/candidates.ts";
import { openBenchDatabase } from "./database.ts";
import { benchNumber } from "./settings.ts";

const SEATS = benchNumber("BENCH_SEATS", 200, 4);
const ROUNDS = benchNumber("BENCH_ROUNDS", 20, 1);
const SECRET = "bench-secret-that-is-long-enough-0123456789";
const MB = 1024 * 1024;

const { database, name, drop } = await openBenchDatabase();
try {
  const { db } = database;
  const [center] = await db
    .insert(testCenters)
    .values({ name: "Riyadh Olaya Test Center", address: "Olaya Street, Al Olaya, Riyadh 12214" })
    .returning({ id: testCenters.id });
  await db
    .insert(users)
    .values({ username: "bench", passwordHash: await hashPassword("Bench12345!"), role: "admin" });
  const ids = await insertCandidates(db, SEATS, {
    from: 1,
    testCenterId: center!.id,
    state: "Invoice_Confirmed",
  });
  for (const id of ids.filter((_, i) => i % 2 === 1)) {
    await db.update(students).set({ locale: "ar" }).where(eq(students.id, id));
  }
  const config = parseConfig({
    NODE_ENV: "test",
    LOG_LEVEL: "silent",
    DATA_DIR: "memory",
    STATIC_DIR: "none",
  });
  const app = await buildApp({ config, database, jwtSecret: SECRET });
  const origin = await app.listen({ port: 0, host: "127.0.0.1" });
  const login = await fetch(`${origin}/api/login`, {
    method: "POST",
    headers: { "content-type": "application/json" },
    body: JSON.stringify({ username: "bench", password: "Bench12345!" }),
  });
  const headers = {
    authorization: `Bearer ${((await login.json()) as { token: string }).token}`,
    "content-type": "application/json",
  };
  const created = await fetch(`${origin}/api/sittings`, {
    method: "POST",
    headers,
    body: JSON.stringify({
      testCenterId: center!.id,
      date: "2027-03-14",
      startTime: "09:00",
      durationMinutes: 180,
      seats: Math.max(SEATS, 1),
      status: "published",
      room: "Hall B",
    }),
  });
  const sittingId = ((await created.json()) as { sitting: { id: number } }).sitting.id;
  const booked = await fetch(`${origin}/api/sittings/${sittingId}/bookings`, {
    method: "POST",
    headers,
    body: JSON.stringify({ studentIds: ids }),
  });
  if (booked.status !== 200) throw new Error(`booking: ${booked.status} ${await booked.text()}`);
  console.log(`database: ${name}; ${SEATS} candidates booked into sitting ${sittingId}`);

  /** JavaScript heap plus buffers outside it (the PDF's bytes live there): what a request allocates. */
  const used = () => {
    const m = process.memoryUsage();
    return m.heapUsed + m.external;
  };
  /** Runs `task` while sampling memory every 10 ms; its time, the bytes it read, RSS and heap+buffers before and at their peak. */
  async function measure(task: () => Promise<number>) {
    global.gc?.();
    const before = process.memoryUsage().rss;
    const usedBefore = used();
    let peak = before;
    let usedPeak = usedBefore;
    const sample = () => {
      peak = Math.max(peak, process.memoryUsage().rss);
      usedPeak = Math.max(usedPeak, used());
    };
    const sampler = setInterval(sample, 10);
    const started = performance.now();
    const cpuBefore = process.cpuUsage();
    const bytes = await task();
    const ms = performance.now() - started;
    const cpu = process.cpuUsage(cpuBefore);
    clearInterval(sampler);
    sample();
    // CPU time of this process (server and client): on a shared machine the wall clock waits for other processes too.
    return { ms, cpuMs: (cpu.user + cpu.system) / 1000, bytes, before, peak, usedBefore, usedPeak };
  }
  const growth = (m: Awaited<ReturnType<typeof measure>>) =>
    `CPU ${m.cpuMs.toFixed(0)} ms; RSS ${(m.before / MB).toFixed(0)} → peak ${(m.peak / MB).toFixed(0)} MB (+${((m.peak - m.before) / MB).toFixed(1)}); heap+buffers peak +${((m.usedPeak - m.usedBefore) / MB).toFixed(1)} MB`;

  /** GETs `path`, reading the body chunk by chunk and keeping only its length. */
  async function download(path: string): Promise<number> {
    const response = await fetch(`${origin}${path}`, { headers });
    if (response.status !== 200 || !response.body) throw new Error(`${path}: ${response.status}`);
    let bytes = 0;
    for await (const chunk of response.body) bytes += (chunk as Uint8Array).length;
    return bytes;
  }

  const one = `/api/students/${ids[1]}/admission-letter.pdf`;
  console.log(`RSS before any letter: ${(process.memoryUsage().rss / MB).toFixed(0)} MB (database and app)`);
  const first = await measure(() => download(one));
  console.log(`first letter (fonts read): ${first.ms.toFixed(0)} ms; ${growth(first)}`);
  for (let i = 0; i < 3; i++) await download(one);
  const singles: number[] = [];
  let single: Awaited<ReturnType<typeof measure>> | undefined;
  for (let i = 0; i < ROUNDS; i++) {
    single = await measure(() => download(one));
    singles.push(single.ms);
  }
  singles.sort((a, b) => a - b);
  const median = singles[Math.floor(singles.length / 2)]!;
  console.log(
    `one letter (Arabic): median ${median.toFixed(0)} ms over ${ROUNDS} (min ${singles[0]!.toFixed(0)}, max ${singles.at(-1)!.toFixed(0)}); ${((single?.bytes ?? 0) / 1024).toFixed(0)} KB; ${single ? growth(single) : ""}`,
  );

  const stream = await measure(() => download(`/api/sittings/${sittingId}/admission-letters.pdf`));
  console.log(
    `${SEATS} letters streamed: ${(stream.ms / 1000).toFixed(1)} s (${(stream.ms / Math.max(SEATS, 1)).toFixed(0)} ms a letter); ${(stream.bytes / MB).toFixed(1)} MB; ${growth(stream)}`,
  );

  if (process.env.BENCH_IN_MEMORY !== "0") {
    // The same pages drawn into one document whose bytes are all kept before anything is sent.
    const context: LetterContext = {
      codes: createAdmissionCodes(SECRET),
      brand: pdfBrand({ SITE_NAME: "Exam Registration Portal", BRAND_COLOR: "#0ca678", STATIC_DIR: "none" }),
      now: Date.now,
    };
    const { letterSeat } = await import("#server/domain/admission-letters.ts");
    const seats = [];
    for (const id of ids) seats.push(await letterSeat(db, id));
    const kept = await measure(async () => {
      const doc = createPdf("Admission letters");
      const chunks: Buffer[] = [];
      doc.on("data", (chunk: Buffer) => chunks.push(chunk));
      const ended = new Promise((resolve) => doc.on("end", resolve));
      for (const seat of seats)
        if (seat) renderLetterPage(doc, await admissionLetter(context, seat), context.brand);
      doc.end();
      await ended;
      return Buffer.concat(chunks).length;
    });
    console.log(`${SEATS} letters kept in memory: ${(kept.ms / 1000).toFixed(1)} s; ${growth(kept)}`);
  }
  await app.close();
} finally {
  await drop();
}
