"""The domain layer: rules about functional edges, SUPERSEDES, lifecycle, activation and tenancy."""
