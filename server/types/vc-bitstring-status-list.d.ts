/** The part of @digitalbazaar/vc-bitstring-status-list the tests use (the package ships no types). */
declare module '@digitalbazaar/vc-bitstring-status-list' {
  export interface BitstringStatusList {
    getStatus(index: number): boolean;
    length: number;
  }
  export function decodeList(options: { encodedList: string }): Promise<BitstringStatusList>;
  export function checkStatus(options: {
    credential: Record<string, unknown>;
    documentLoader: (url: string) => Promise<{ document: unknown }>;
    suite?: unknown;
    verifyBitstringStatusListCredential?: boolean;
    verifyMatchingIssuers?: boolean;
  }): Promise<{
    verified: boolean;
    /** One per `credentialStatus` entry: the bit read for it. */
    results?: { verified: boolean; status: boolean; credentialStatus: unknown }[];
    error?: Error;
  }>;
}
