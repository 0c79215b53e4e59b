% crlf line endings
0.5::a.
0.3::b :- a.
query(a).
query(b).
