import { fail } from '@/lib/http';

// Any /api address no route file claims: the JSON 404 of the API, whatever the method.
const noSuchAddress = () => fail(404, 'There is no API at this address');

export {
  noSuchAddress as GET,
  noSuchAddress as HEAD,
  noSuchAddress as POST,
  noSuchAddress as PUT,
  noSuchAddress as DELETE,
  noSuchAddress as PATCH,
  noSuchAddress as OPTIONS,
};
