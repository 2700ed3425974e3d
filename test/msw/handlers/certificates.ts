import { HttpResponse, http } from 'msw';

import { certificates } from '../../fixtures/certificates';
import { failuresFor } from '../failure-factories';

const PATH = '*/admin/pages/certificates.php';

export const handlers = [http.get(PATH, () => HttpResponse.json(certificates))];

export const failures = failuresFor('get', PATH);
