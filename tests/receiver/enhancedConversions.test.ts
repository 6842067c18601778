// @vitest-environment node
import { createHash } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import {
  hashedUserData,
  normalizedEmail,
  normalizedPhone,
  sha256Hex,
} from '@/receiver/ads/enhancedConversions';

/**
 * The examples of Google's own documentation (Data Manager API, "Format user data":
 * https://developers.google.com/data-manager/api/devguides/concepts/formatting), then our leads'.
 */
describe('enhanced conversions: the user data as Google’s documentation normalises it', () => {
  it('email: the documentation’s examples', () => {
    expect(normalizedEmail('cloudy.sanfrancisco+shopping@gmail.com')).toBe('cloudysanfrancisco@gmail.com');
    expect(normalizedEmail('user.name+NYC@Example.com')).toBe('user.name+nyc@example.com');
  });

  it('email: lower case, white space removed before, after and between, googlemail.com like gmail.com', () => {
    expect(normalizedEmail('  Anna.Kowalska@Example.PL ')).toBe('anna.kowalska@example.pl');
    expect(normalizedEmail('jan kowalski@wp.pl')).toBe('jankowalski@wp.pl');
    expect(normalizedEmail('J.Nowak+malta@GoogleMail.com')).toBe('jnowak@googlemail.com');
    expect(normalizedEmail('no-at-sign')).toBeUndefined();
    expect(normalizedEmail('+only@gmail.com')).toBeUndefined();
  });

  it('phone: E.164, the documentation’s example, and Polish numbers written without their code', () => {
    expect(normalizedPhone('(800)555-0100', 'US')).toBe('+18005550100');
    expect(normalizedPhone(' +48 600 100 200 ')).toBe('+48600100200');
    expect(normalizedPhone('600-100-200')).toBe('+48600100200');
    expect(normalizedPhone('')).toBeUndefined();
    expect(normalizedPhone('123')).toBeUndefined();
  });

  it('hashes with SHA-256, hex-encoded, the normalised value', () => {
    const expected = createHash('sha256').update('cloudysanfrancisco@gmail.com').digest('hex');
    expect(sha256Hex('cloudysanfrancisco@gmail.com')).toBe(expected);
    expect(expected).toMatch(/^[0-9a-f]{64}$/);
    // The well-known digest of the empty string: the hash is SHA-256 itself, not a variant.
    expect(sha256Hex('')).toBe('e3b0c44298fc1c149afbf4c8996fb92427ae41e4649b934ca495991b7852b855');
  });

  it('gives a lead’s hashed email and phone only with consent to ad data', () => {
    const lead = { email: 'Cloudy.SanFrancisco+shopping@gmail.com ', phone: '+48 600 100 200' };
    expect(hashedUserData({ ...lead, consent_ad_user_data: 'granted' })).toEqual({
      emailAddress: sha256Hex('cloudysanfrancisco@gmail.com'),
      phoneNumber: sha256Hex('+48600100200'),
    });
    expect(hashedUserData({ ...lead, consent_ad_user_data: 'denied' })).toBeUndefined();
    expect(hashedUserData({ ...lead, consent_ad_user_data: null })).toBeUndefined();
    expect(hashedUserData({ email: 'x', phone: '', consent_ad_user_data: 'granted' })).toBeUndefined();
  });
});
