import { describe, expect, it } from 'vitest';
import { realise } from '../../../../src/local/grammar/realise';
import { grammar } from '../../../../src/local/languages/de/grammar';

describe('golden sentences: a German list keeps one case', () => {
  it('a plural without an article among the pieces does not leave the rest in another case', () => {
    expect(realise('Gehen Sie von diesen Teilen aus: {items}.', { items: 'einen Feinstrickpullover in Marineblau, einen wasserdichten Regenmantel in Marineblau, weiße Ledersneaker und einen großen Reiseschal in Grau' }, grammar))
      .toBe('Gehen Sie von diesen Teilen aus: ein Feinstrickpullover in Marineblau, ein wasserdichter Regenmantel in Marineblau, weiße Ledersneaker und ein großer Reiseschal in Grau.');
    expect(realise('Lassen Sie {items} weg.', { items: 'einen wasserdichten Regenmantel, weiße Ledersneaker und eine Jacke' }, grammar))
      .toBe('Lassen Sie einen wasserdichten Regenmantel, weiße Ledersneaker und eine Jacke weg.');
  });
});
