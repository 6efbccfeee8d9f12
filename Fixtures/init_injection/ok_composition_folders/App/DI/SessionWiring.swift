final class SessionWiring {}
