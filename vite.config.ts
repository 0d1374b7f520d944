import { reactRouter } from "@react-router/dev/vite";
import { defineConfig } from "vite";

/** In `npm run dev`, Vite serves the pages and forwards `/api` to the Fastify server on :3000. */
export default defineConfig({
  plugins: [reactRouter()],
  server: {
    proxy: { "/api": { target: `http://127.0.0.1:${process.env.PORT ?? 3000}`, changeOrigin: false } },
  },
});
