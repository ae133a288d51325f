// The backend's sources, which the baselines import, rely on the Fastify type augmentations
// its app registers (app.createRateLimit); type-checking them here needs them too.
import '@fastify/rate-limit';
