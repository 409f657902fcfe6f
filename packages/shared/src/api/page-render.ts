/**
 * The messages between the server and the worker thread that renders its landing pages:
 * the server asks for a page, the worker asks the server's API for the page's calls
 * under the request's own sign-in, and answers with the page or with null for a page the browser
 * renders itself.
 */

/** What the worker is started with (`workerData`). */
export interface PageRendererData {
  /** The built index.html each page goes into. */
  template: string;
}

export type ToPageRenderer =
  | {
      type: "render";
      page: number;
      /** The address asked for, path and query. */
      url: string;
      cookie: string;
      language: "vi" | "en";
      desktop: boolean;
    }
  | { type: "answer"; call: number; status: number; body: string; requestId: string | null };

export type FromPageRenderer =
  | { type: "page"; page: number; html: string | null; error?: string }
  | {
      type: "call";
      page: number;
      call: number;
      method: string;
      path: string;
      headers: Record<string, string>;
      body?: string;
    };
