/** What the backend needs to issue and sign certificates (server/README.md: SITE_ORIGIN, API_ORIGIN, CERTIFICATE_SIGNING_KEY). */
export interface CertificateSettings {
  /** The public site: a certificate's verification address is `{siteOrigin}/verify/{id}`; the issuer's id. */
  siteOrigin: string;
  /** Where verifiers reach this backend: the credentials' key id is an address in its key set. */
  apiOrigin: string;
  /** The credentials' private signing key (PKCS#8 PEM or JWK); absent: generated once in the data folder. */
  signingKey?: string;
}
