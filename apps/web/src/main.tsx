import "@fontsource/roboto/latin-400.css";
import "@fontsource/roboto/latin-500.css";
import "@fontsource/roboto/latin-700.css";
import "@fontsource/roboto/vietnamese-400.css";
import "@fontsource/roboto/vietnamese-500.css";
import "@fontsource/roboto/vietnamese-700.css";
import "./app/base.css";
import "./components/public/public.css";
import "./app/i18n";
import { StrictMode, Suspense } from "react";
import { createRoot } from "react-dom/client";
import { App } from "./app/app";
import { PageLoader } from "./components/page-loader";

const root = document.getElementById("root");
if (!root) throw new Error("index.html lacks #root");

createRoot(root).render(
  <StrictMode>
    {/* Texts load per namespace; the first screen waits here for its own. */}
    <Suspense fallback={<PageLoader />}>
      <App />
    </Suspense>
  </StrictMode>,
);
