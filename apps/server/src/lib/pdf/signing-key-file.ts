import path from "node:path";

/**
 * The key file a deployment signs with: SIGNING_KEY_FILE, or the data folder's, where a
 * key is generated when absent. Apart from the signing module, which loads on first use.
 */
export const signingKeyFile = (options: { dataDir: string; file?: string }) =>
  options.file ?? path.join(options.dataDir, "signing-key.p12");
