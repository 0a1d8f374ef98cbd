/** The contact address as a mail link, in the underlined style the legal pages use for links in text. */
export function MailLink({ address }: { address: string }) {
  return (
    <a href={`mailto:${address}`} className="font-medium text-primary underline underline-offset-2">
      {address}
    </a>
  );
}
