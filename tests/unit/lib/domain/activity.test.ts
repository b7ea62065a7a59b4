import { describe, expect, it } from 'vitest';
import { recentActivity, RECENT_ACTIVITY_LIMIT } from '#lib/domain/activity.ts';

const none = { deposits: [], withdrawals: [], transfers: [] };

describe('recentActivity', () => {
  it('merges deposits, withdrawals and transfers newest first, at most five', () => {
    const lines = recentActivity('7', {
      deposits: [{ token: 'USDC', amount: '1000000', timestamp: 10 }],
      withdrawals: [
        { token: 'SOL', amount: '5', timestamp: 40, status: 'pending' },
        { token: 'USDC', amount: '2', timestamp: 20, status: 'settled' },
      ],
      transfers: [
        { fromUserId: '7', toUserId: '8', token: 'USDC', amount: '3', timestamp: 50 },
        { fromUserId: '9', toUserId: '7', token: 'BTC', amount: '4', timestamp: 30 },
        { fromUserId: '7', toUserId: '9', token: 'USDC', amount: '6', timestamp: 5 },
      ],
    });
    expect(lines.map((l) => [l.kind, l.timestamp])).toEqual([
      ['transferOut', 50],
      ['withdrawal', 40],
      ['transferIn', 30],
      ['withdrawal', 20],
      ['deposit', 10],
    ]);
    expect(lines).toHaveLength(RECENT_ACTIVITY_LIMIT);
    expect(lines[0]).toMatchObject({ counterpartyUserId: '8', amount: 3n, token: 'USDC' });
    expect(lines[1]).toMatchObject({ pending: true, token: 'SOL' });
    expect(lines[2]).toMatchObject({ counterpartyUserId: '9', amount: 4n });
    expect(lines[3]?.pending).toBeUndefined();
  });

  it('keeps amounts beyond 2^53 exact', () => {
    const [line] = recentActivity('1', {
      ...none,
      deposits: [{ token: 'BTC', amount: '9007199254740993', timestamp: 1 }],
    });
    expect(line?.amount).toBe(9_007_199_254_740_993n);
  });

  it('keeps the sources order at equal times and gives stable ids, so a refetch does not reshuffle the list', () => {
    const sources = {
      deposits: [{ token: 'USDC', amount: '1', timestamp: 5 }],
      withdrawals: [{ token: 'USDC', amount: '1', timestamp: 5, status: 'settled' }],
      transfers: [{ fromUserId: '2', toUserId: '1', token: 'USDC', amount: '1', timestamp: 5 }],
    };
    const first = recentActivity('1', sources);
    expect(first.map((l) => l.kind)).toEqual(['deposit', 'withdrawal', 'transferIn']);
    expect(recentActivity('1', sources).map((l) => l.id)).toEqual(first.map((l) => l.id));
    expect(new Set(first.map((l) => l.id)).size).toBe(3);
  });

  it('is empty for an account with no history (the panel then hides the section)', () => {
    expect(recentActivity('1', none)).toEqual([]);
  });
});
