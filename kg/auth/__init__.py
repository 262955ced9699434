"""Who is calling: the caller and its rights, bearer tokens, the interceptor's token check, `kg token`."""
