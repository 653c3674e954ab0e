import { API_CALLS } from '@kitchensync/schemas';
import { useQuery } from '@tanstack/react-query';
import { apiRequest } from '../../app/apiClient';
import { useCatalogueAccount } from '../catalogue/useCatalogueAccount';
import { useTutorials } from './useTutorials';
import './tutorials.css';

/** The home page's contact section, used when the account offers no live chat (spec 001 section 2). */
export const CONTACT_US_HREF = '/#contact-us';

/**
 * The Need Help card (spec 001 section 2): Contact Our Team opens the account's live chat in a new
 * tab, or the home page's contact section when it has none; Learn More opens the Tutorials panel.
 */
export function NeedHelpCard() {
  const { accountId, known } = useCatalogueAccount();
  const liveChat = useQuery({
    queryKey: ['liveChat', accountId],
    queryFn: () =>
      apiRequest(API_CALLS.liveChat.path, API_CALLS.liveChat.response, {
        method: 'POST',
        body: { accountId },
      }),
    enabled: known && accountId !== null,
    staleTime: Infinity,
  });
  // A failed look-up still leaves the reader a way to reach us: the contact section.
  const chatUrl = liveChat.data?.data?.url ?? null;

  return (
    <section className="need-help" aria-labelledby="need-help-title">
      <h2 id="need-help-title">Need Help?</h2>
      <p>Book a design consultation, chat with our team or take a tutorial.</p>
      {chatUrl === null ? (
        <a href={CONTACT_US_HREF}>Contact Our Team</a>
      ) : (
        <a href={chatUrl} target="_blank" rel="noopener noreferrer">
          Contact Our Team
        </a>
      )}
      <button type="button" onClick={() => useTutorials.getState().setPanelOpen(true)}>
        Learn More
      </button>
    </section>
  );
}
