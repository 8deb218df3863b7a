"""The import pipeline: raw rulebook text → validated `Rulebook`.

The passes, in order (see `pipeline.import_text`):
decode → split lines → drop noise (page chrome, spam, tables of contents, duplicated copies) →
repair lines (per-book corruptions) → parse numbers → build the tree (or synthesize positional ids) →
split examples → resolve cross-references → extract the glossary → validate.
Each pass is a small function; a `Profile` supplies the per-book knowledge.
"""
