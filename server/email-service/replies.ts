/** The texts the EmailJS protocol answers with (200, 400 for a bad id or params, 429). */
export const EMAIL_REPLIES = {
  ok: 'OK',
  publicKey: 'The Public Key is invalid. To find this ID, check the local configuration (local-public-key).',
  service: 'The service ID is invalid. To find this ID, check the local configuration (service_local).',
  template: 'The template ID is invalid. To find this ID, check the local configuration (template_contact).',
  params: 'The template params must be an object of string values.',
  rateLimit: 'Too Many Requests',
} as const;
