// The physics chunk: the scene may only build a level once it is loaded, and says so clearly before that.
import { describe, expect, it } from 'vitest';
import { loadPhysics, physicsModule } from '../../../src/physics/loadPhysics';

describe('the physics chunk', () => {
  it('is not there before it is loaded, and the message says what to do', () => {
    expect(() => physicsModule()).toThrow(/await loadPhysics\(\) before building a level/);
  });

  it('loads once: every caller gets the same module, and the scene reads it synchronously afterwards', async () => {
    const [a, b] = await Promise.all([loadPhysics(), loadPhysics()]);
    expect(a).toBe(b);
    expect(physicsModule()).toBe(a);
    expect(typeof physicsModule().createPhysicsWorld).toBe('function');
  });
});
