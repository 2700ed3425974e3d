/** The words of the newsletter's unsubscribe page. */
export const unsubscribeCopy = {
  title: 'Unsubscribe from the newsletter',
  heading: 'Unsubscribe from the MindBridge newsletter',
  intro:
    'Press the button to stop the newsletter being sent to the address this link came to. Nothing else about you changes.',
  button: 'Unsubscribe',
  sending: 'Unsubscribing…',
  noToken:
    'This address carries no unsubscribe link. Open the link in the newsletter’s welcome e-mail, or write to us through the contact page.',
  refused:
    'This unsubscribe link is not valid or has been used already. If the newsletter still reaches you, write to us through the contact page.',
  failed:
    'The newsletter service could not be reached. Nothing has changed yet: please try again in a moment.',
  network: 'You seem to be offline. Nothing has changed yet: please try again when you are connected.',
  malformed: 'The newsletter service sent a reply that could not be read. Please try again in a moment.',
  home: 'Back to the home page',
} as const;
