/** The words of the console's newsletter subscribers. */
export const subscribersCopy = {
  title: 'Subscribers',
  help: 'Addresses subscribed to the newsletter, newest first. Each can also unsubscribe from its welcome e-mail.',
  search: 'Search by e-mail',
  email: 'E-mail',
  subscribedAt: 'Subscribed',
  actions: 'Actions',
  remove: 'Remove',
  removeLabel: (email: string) => `Remove ${email}`,
  removeTitle: (email: string) => `Remove ${email}?`,
  removeText:
    'The address gets no more newsletters and its unsubscribe link stops working. It can subscribe again from the site.',
  confirmRemove: 'Remove subscriber',
  removed: (email: string) => `${email} is removed.`,
  noSubscribers: 'No subscribers match.',
  exportCsv: 'Export CSV',
  exported: 'The CSV is downloaded.',
} as const;
