import i18next from "i18next";

/**
 * A lazy route whose screen's texts load beside its code. Each useTranslation of a namespace not
 * loaded yet suspends the screen until it arrives, so a screen that reads three namespaces otherwise
 * waited for its code, then for each namespace in turn, before it could even ask for its data.
 * A namespace that fails to load leaves the screen to ask again, as before.
 */
export function withTexts<T>(namespaces: readonly string[], load: () => Promise<T>): () => Promise<T> {
  return async () => {
    const [route] = await Promise.all([load(), i18next.loadNamespaces([...namespaces])]);
    return route;
  };
}
