-- What a contact message is about: a question, or a personal-data request (Ley 25.326: access,
-- rectification, deletion), which the law gives a term to answer. Null for messages sent before.
ALTER TABLE contact_messages ADD COLUMN topic text;
