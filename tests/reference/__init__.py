"""Brute-force twins of the library's clever algorithms: small, obviously correct, slow."""
