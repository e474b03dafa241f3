import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bearer, registerAdmin, signedInProfessional } from '@tests/helpers/factories.ts';
import { type TestApp, createTestApp } from '@tests/helpers/test-app.ts';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const get = (url: string) => t.app.inject({ url });

/** A professional of the office with Monday hours (or none). */
async function professional(organizationId: string, name: string, withHours: boolean) {
  const pro = await signedInProfessional(t, organizationId, { name });
  if (withHours) {
    const window = await t.app.inject({
      method: 'POST',
      url: '/api/availability',
      headers: bearer(pro.token),
      payload: { dayOfWeek: 1, startTime: '09:00', endTime: '12:00' },
    });
    expect(window.statusCode).toBe(201);
  }
  return pro;
}

describe("the office's public pages", () => {
  it('carry the office name, offer only who has opening hours and never the admin without them', async () => {
    const admin = await registerAdmin(t, {
      name: 'Ana Souza',
      organizationName: 'Souza & Prado Advogados',
    });
    const orgId = admin.user.organizationId;
    const bruno = await professional(orgId, 'Bruno Lima', true);
    const carla = await professional(orgId, 'Carla Mendes', false);

    const shared = await get(`/api/booking/shared/admin/${admin.user.id}`);
    expect(shared.statusCode).toBe(200);
    expect(shared.json().organization).toMatchObject({ name: 'Souza & Prado Advogados' });
    expect(shared.json().professionals.map((p: { name: string }) => p.name)).toEqual([
      'Bruno Lima',
    ]);
    expect(shared.body).not.toContain('Ana Souza');
    expect(shared.body).not.toContain(admin.user.email);

    const personal = await get(`/api/booking/personal/${bruno.bookingSlug}`);
    expect(personal.json()).toMatchObject({
      type: 'personal',
      organization: { name: 'Souza & Prado Advogados' },
      professional: { name: 'Bruno Lima' },
    });
    expect(personal.body).not.toContain('Ana Souza');

    // Carla's own link still opens the office's agenda, with nobody preselected.
    const throughCarla = await get(`/api/booking/${carla.bookingSlug}`);
    expect(throughCarla.statusCode).toBe(200);
    expect(throughCarla.json()).not.toHaveProperty('preselectedProfessionalId');
    expect(throughCarla.json().professionals.map((p: { id: string }) => p.id)).toEqual([bruno.id]);
  });

  it('lists nobody when no one of the office has opening hours', async () => {
    const admin = await registerAdmin(t, { organizationName: 'Escritório Vazio' });
    await professional(admin.user.organizationId, 'Diego Rocha', false);
    const shared = await get(`/api/booking/shared/admin/${admin.user.id}`);
    expect(shared.statusCode).toBe(200);
    expect(shared.json()).toMatchObject({
      type: 'shared',
      organization: { name: 'Escritório Vazio' },
      professionals: [],
    });
  });
});
