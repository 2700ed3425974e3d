/** The certificates page's copy; the loading, error and failure texts are the spec's. */
export const certificatesCopy = {
  title: 'Our Certificates',
  description:
    'The registrations, accreditations and recognitions held by MindBridge Consulting: quality management, MSME registration, startup mentoring and training awards.',
  subtitle: 'Registrations, accreditations and recognitions that stand behind our work.',
  listLabel: 'Certificates',
  loading: 'Loading certificates...',
  errorTitle: 'The certificates could not be loaded',
  error: (message: string) => `Error: ${message}`,
  retry: 'Try again',
  empty: 'No certificates to show yet.',
  emptyHint: 'Please check back soon.',
  close: 'Close',
  fetchFailed: 'Failed to fetch certificates',
} as const;
