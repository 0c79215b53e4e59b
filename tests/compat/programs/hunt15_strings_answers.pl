% double-quoted strings with escapes and quotes as answer arguments
s("hello"). s("a\"b"). s(""). s("it's"). s("new\nline"). s("A B"). s("tab\there").
0.5::p(X) :- s(X).
query(p(_)).
