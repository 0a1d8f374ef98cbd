import { DEFAULT_CLICK_RETENTION_DAYS, type SiteConfig } from "#core/config/site";
import type { LegalSection } from "./legal-document";
import { MailLink } from "./mail-link";

/** The privacy policy (docs/product.md, "Routes"): what is collected, how it is used, third parties, contact. */
export function privacySections(config: SiteConfig): LegalSection[] {
  const mail = <MailLink address={config.contactEmail} />;
  return [
    {
      id: "what-we-collect",
      heading: "Information we collect",
      body: (
        <>
          <p>We do not offer accounts and never ask for payment details. The information involved in using this site is:</p>
          <ul>
            <li>
              <strong>Location preferences and search queries.</strong> The city or ZIP code you type into the search box is
              matched against our list of Nebraska towns inside your browser, or by our server when you send the search
              before the page's script has loaded; the server stores the town it matched, not what you typed. When you
              pick a result, the town is part of the partner address you are sent to.
            </li>
            <li>
              <strong>Device and browser information.</strong> Like any website, our server receives standard technical
              details with each request, such as the page asked for, the time, your browser type and preferred language.
              We keep short technical logs (page, response status and timing) to run and protect the site; when a request
              fails or is turned away by a limit, our web server's error log also notes the address it came from and the
              address it asked for (for a search sent before the script loaded, that includes what was typed). To stop
              abusive traffic, the server counts requests per IP address in memory for about a minute, and clicks on
              links to our partner per IP address (for IPv6, per /56 network, what one home connection is usually given)
              until the end of the day (Central time). These daily counts are kept in our database under a code made
              from the address, the day and a secret key that is kept in the server's settings and never in the
              database, so the database alone cannot turn a code back into an address. The address itself is never
              stored, and each day's codes are deleted once clicks of a later day are counted. None of these counts is
              written to our logs.
            </li>
            <li>
              <strong>Anonymous usage patterns.</strong> We count clicks on links to our partner anonymously: which of our
              pages, which button and which partner page. These counts are made without cookies, without IP addresses
              and without any identifier that could single you out. Each click is kept for{" "}
              {config.clickRetentionDays ?? DEFAULT_CLICK_RETENTION_DAYS} days, then deleted.
            </li>
            <li>
              <strong>Referral data.</strong> Links to our partner carry our affiliate parameters (source_id and
              AffiliateID) so the partner can credit the referral to us. They identify this site, not you.
            </li>
          </ul>
          <p>
            To load faster, your browser may keep copies of partner product listings in its local storage for up to 24
            hours. They contain no personal information, and you can clear them with your browser's site data settings.
          </p>
        </>
      ),
    },
    {
      id: "how-we-use",
      heading: "How we use information",
      body: (
        <ul>
          <li>To suggest towns as you type and send you to the right partner page.</li>
          <li>To keep the site working, secure and fast, and to fix errors.</li>
          <li>To understand, in aggregate, which pages and occasions help visitors, so we can improve them.</li>
          <li>To answer messages you choose to send us by email.</li>
        </ul>
      ),
    },
    {
      id: "third-parties",
      heading: "Third-party partners",
      body: (
        <>
          <p>
            Orders are placed with our partner florist marketplace ({config.partnerName}) and fulfilled by its local
            florists. When you follow a link to the partner, you leave this site: the partner's own privacy policy and
            terms then apply to everything you do there, including the order, payment and delivery details you give them.
          </p>
          <p>We do not sell personal information and we do not use advertising or cross-site tracking cookies.</p>
        </>
      ),
    },
    {
      id: "email",
      heading: "Messages you send us",
      body: (
        <p>
          The contact form does not send anything to our server: it opens your own email program with a draft. If you
          send it, we receive your name, email address and message by email and use them only to reply.
        </p>
      ),
    },
    {
      id: "retention",
      heading: "Retention and your choices",
      body: (
        <p>
          Technical logs are kept only as long as needed to operate the site. Click counts are anonymous totals. You can
          ask us about any message you have sent us, or ask us to delete it, by writing to {mail}.
        </p>
      ),
    },
    {
      id: "children",
      heading: "Children",
      body: <p>This site is meant for adults arranging flower deliveries and is not directed at children under 13.</p>,
    },
    {
      id: "changes",
      heading: "Changes to this policy",
      body: <p>If we change how we handle information, we will update this page and the date at the top.</p>,
    },
    {
      id: "contact",
      heading: "Contact us",
      body: <p>Questions about this policy or your information? Write to {mail}.</p>,
    },
  ];
}
