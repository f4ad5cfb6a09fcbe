import { expect, it } from 'vitest';
import { describeEachEngine, json } from '../helper';

/**
 * The OpenAPI document at /api/docs describes every route's query, body and
 * answer from the routes' schemas, and the answer schemas also decide which
 * fields an answer carries and in what order. A change to a record's schema
 * shows here as a diff of the stored document: review it, then run vitest with
 * -u to accept it.
 */
describeEachEngine('OpenAPI document', (t) => {
  it('describes every route exactly as the stored document does', async () => {
    const res = await t().request({ method: 'GET', url: '/api/docs/json' });
    expect(res.statusCode).toBe(200);
    await expect(`${JSON.stringify(json(res), null, 2)}\n`).toMatchFileSnapshot('./openapi.json');
  });
});
