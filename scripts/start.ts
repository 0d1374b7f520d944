/**
 * `npm start`: builds the web app if needed, then starts the server (which migrates the database
 * and, on a fresh embedded one, seeds demo data).
 */
import { ensureBuild } from "./ensure-build.ts";

ensureBuild();
await import("#server/main.ts");
