/**
 * The platform's standard NDA. Its text is part of every signed record (with its SHA-256), so a
 * change of wording is a new version: never edit a published version in place.
 */
export const STANDARD_NDA = {
  version: '1.0',
  text: `Mutual Non-Disclosure Agreement for Idea Disclosure (Ideas Marketplace standard NDA, version 1.0)

1. Parties and purpose. This agreement is made between the creator who lists the idea on Ideas Marketplace (the "Creator") and the member who signs it to request access (the "Recipient"), each a "Party". The Creator wishes to show the Recipient the full description of the idea so that the Recipient can evaluate a possible purchase, licence, investment or collaboration (the "Purpose"). In the course of their talks either Party may also share confidential information with the other, so the obligations below apply to both.

2. Confidential information. "Confidential Information" means everything a Party discloses through Ideas Marketplace or in the talks that follow, in any form: the problem and solution descriptions, notes, photos, drawings, data, plans, prices and terms, and the fact that the talks take place. It does not include information that (a) is or becomes public through no fault of the receiving Party, (b) the receiving Party already lawfully knew, as its records show, (c) it receives lawfully from a third party without a duty of confidence, or (d) it develops independently without using the other Party's information.

3. Obligations. The receiving Party will use the Confidential Information only for the Purpose; will not disclose it to anyone except its own advisers and employees who need to know it for the Purpose and are bound by duties of confidence at least as strict as these; will protect it with at least reasonable care; and will not file patents, register rights, or build, sell or let others build or sell the idea or anything derived from it without the disclosing Party's written consent. If the law or a court requires a disclosure, the receiving Party will, where allowed, tell the other Party first and disclose only what is required.

4. No rights granted. All Confidential Information stays the property of the disclosing Party. This agreement grants no licence and no other right in any idea, patent, copyright, trade secret or other intellectual property, and it does not oblige either Party to do any deal.

5. Return and duration. On request, or when the talks end, the receiving Party will stop using and delete or return the Confidential Information. The obligations of this agreement last for three (3) years from the date it is signed, and for trade secrets as long as they remain trade secrets.

6. Remedies and general terms. A breach may cause harm that money cannot repair, so the disclosing Party may seek an injunction as well as any other remedy. This agreement is the Parties' whole agreement on its subject; a change must be agreed in writing. If a provision is unenforceable, the rest remains in force. The Recipient signs by typing their full legal name and ticking "I agree to the terms of this NDA"; Ideas Marketplace records the text, its version and SHA-256 hash, the name, the time and the network address of the signature. The Creator accepts the agreement by listing the idea under an NDA and approving the request. Ideas Marketplace is not a party to this agreement.`,
} as const;
