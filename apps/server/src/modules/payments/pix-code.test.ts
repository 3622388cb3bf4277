import { describe, expect, it } from 'vitest';
import { crc16, pixCopyPaste } from './pix-code.ts';

describe('PIX BR Code', () => {
  it('computes CRC16-CCITT-FALSE like the reference check value', () => {
    // The standard check value of CRC-16/CCITT-FALSE for "123456789".
    expect(crc16('123456789')).toBe('29B1');
  });

  it('builds a payload whose last four characters are the CRC of the rest', () => {
    const code = pixCopyPaste({
      key: 'pix@ficha.example',
      amount: '25.00',
      merchantName: 'Ficha Pagamentos',
      city: 'São Paulo',
      txid: 'SBXabc123',
    });
    expect(code.startsWith('000201')).toBe(true);
    expect(code).toContain('br.gov.bcb.pix');
    expect(code).toContain('540525.00');
    expect(code).toContain('SAO PAULO');
    expect(code.slice(-4)).toBe(crc16(code.slice(0, -4)));
  });
});
