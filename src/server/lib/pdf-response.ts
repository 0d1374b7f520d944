/** Answering with a PDF (decision 0023): shown in the browser's viewer, to print; never cached. */
import type { FastifyReply } from "fastify";
import { z } from "zod";

/** `Content-Disposition` of a PDF opened in the browser's viewer, named `fileName` (ASCII kept). */
export const inlinePdf = (fileName: string) => `inline; filename="${fileName.replace(/[^\w.-]/g, "_")}"`;

/** The 200 answer of a PDF route in its schema. */
export const pdfBodySchema = z.unknown().describe("The PDF file");

/** Answers with a PDF, a buffer or a stream (sent as it is written). */
export function sendPdf(reply: FastifyReply, fileName: string, body: Buffer | NodeJS.ReadableStream) {
  return reply
    .header("Content-Type", "application/pdf")
    .header("Content-Disposition", inlinePdf(fileName))
    .header("Cache-Control", "no-store")
    .send(body);
}
