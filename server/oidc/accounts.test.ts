import assert from 'node:assert/strict';
import { describe, it } from 'node:test';

import { authenticate, findAccountBySub } from './accounts';

describe('local accounts', () => {
  it('signs in the seeded learners with their own passwords only', () => {
    assert.equal(authenticate('learner@example.com', 'learner-pass')?.sub, 'user-learner-0001');
    assert.equal(authenticate(' Mentor@Example.com ', 'mentor-pass')?.sub, 'user-mentor-0002');
    assert.equal(authenticate('learner@example.com', 'mentor-pass'), undefined);
    assert.equal(authenticate('nobody@example.com', 'learner-pass'), undefined);
  });

  it("signs a tagged learner in as an account of its own, with the learner's name and picture", () => {
    const tagged = authenticate('learner+e2e-42@example.com', 'learner-pass');
    assert.deepEqual(
      tagged && { sub: tagged.sub, email: tagged.email, name: tagged.name, avatarFile: tagged.avatarFile },
      {
        sub: 'user-learner-t-e2e-42',
        email: 'learner+e2e-42@example.com',
        name: 'priya sharma',
        avatarFile: 'priya-sharma.svg',
      },
    );
    assert.equal(findAccountBySub('user-learner-t-e2e-42')?.email, 'learner+e2e-42@example.com');
    // Never the seeded learner's account, never without her password, never an unexpected tag.
    assert.equal(authenticate('learner+0001@example.com', 'learner-pass')?.sub, 'user-learner-t-0001');
    assert.equal(authenticate('learner+e2e-42@example.com', 'wrong'), undefined);
    assert.equal(authenticate('learner+Bad_Tag@example.com', 'learner-pass'), undefined);
    assert.equal(findAccountBySub('user-learner-0003'), undefined);
  });
});
