"""Rulebook editions in the browser: the edition picker, the side-by-side bilingual reader and the diff view."""
