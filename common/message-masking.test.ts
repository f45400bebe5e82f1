import { describe, expect, it } from 'vitest';
import { MASK, maskContactDetails } from './message-masking';

// docs/product/messages.md#contact-details-stay-inside-until-there-is-an-agreement

const masked = (detail: string) => maskContactDetails(`Reach me at ${detail} tonight.`);

describe('maskContactDetails', () => {
  it.each([
    '416-555-0101',
    '416 555 0101',
    '416.555.0101',
    '(416) 555-0101',
    '(416)555-0101',
    '4165550101',
    '1-416-555-0101',
    '+1 416 555 0101',
    '+1 (416) 555-0101',
    '+14165550101',
  ])('hides the North American phone number %s', (phone) => {
    expect(masked(phone)).toEqual({ text: `Reach me at ${MASK} tonight.`, masked: true });
  });

  it.each([
    '06 12 34 56 78',
    '06.12.34.56.78',
    '06-12-34-56-78',
    '0612345678',
    '01 23 45 67 89',
    '+33 6 12 34 56 78',
    '+33 (0)6 12 34 56 78',
    '+33612345678',
  ])('hides the French phone number %s', (phone) => {
    expect(masked(phone)).toEqual({ text: `Reach me at ${MASK} tonight.`, masked: true });
  });

  it('hides any run of nine or more digits', () => {
    expect(maskContactDetails('My number is 123456789').text).toBe(`My number is ${MASK}`);
    expect(maskContactDetails('Code 98765432101234').text).toBe(`Code ${MASK}`);
  });

  it.each(['jane.doe@example.com', 'JANE+jobs@mail.example.co.uk', 'j_d-99@school.on.ca'])('hides the e-mail address %s', (email) => {
    expect(masked(email)).toEqual({ text: `Reach me at ${MASK} tonight.`, masked: true });
  });

  it.each(['@jane_doe', '@Jane.Doe99', '@x_y'])('hides the handle %s', (handle) => {
    expect(masked(handle)).toEqual({ text: `Reach me at ${MASK} tonight.`, masked: true });
  });

  it.each([
    'https://www.instagram.com/jane.doe',
    'instagram.com/jane',
    'https://tiktok.com/@jane',
    'snapchat.com/add/jane',
    'https://facebook.com/jane.doe?ref=1',
    'fb.me/jane',
    'https://x.com/jane',
    'twitter.com/jane',
    'https://wa.me/14165550101',
    'https://chat.whatsapp.com/AbCdEf',
    't.me/jane',
    'https://telegram.me/jane',
    'discord.gg/AbCd',
    'https://discord.com/users/1234',
    'https://www.linkedin.com/in/jane-doe',
    'HTTPS://WWW.INSTAGRAM.COM/JANE',
  ])('hides the link %s', (link) => {
    expect(masked(link)).toEqual({ text: `Reach me at ${MASK} tonight.`, masked: true });
  });

  it('hides every detail of a message, leaving the rest as written', () => {
    const result = maskContactDetails('Call 416-555-0101 or write to jane@example.com, or @jane on instagram.com/jane. See you at 9:30!');
    expect(result).toEqual({ text: `Call ${MASK} or write to ${MASK}, or ${MASK} on ${MASK}. See you at 9:30!`, masked: true });
  });

  it.each([
    'The interview is at 9:30 on 2026-11-27.',
    'Come on 27/11/2026 between 14:00 and 16:30.',
    'The pay is $17.20 an hour, $1,250.00 a month, or 1 250,00 € with tips.',
    'Our shop is at 123 King Street West, Toronto, M5V 2T6.',
    'Founded in 1998, we hired 12 students in 2025.',
    'Meet me @ the front desk, or @5pm works too.',
    'The order number is 12345678 (eight digits).',
    'Bring your SIN card and 2 pieces of ID.',
    'Look at mybox.com and netflix.com, nothing else.',
    'Ask for room 416, floor 5, desk 0101.',
    'Plain text with no contact details at all.',
  ])('leaves "%s" as written', (text) => {
    expect(maskContactDetails(text)).toEqual({ text, masked: false });
  });
});
