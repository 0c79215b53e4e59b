% hunt6 (ProbLog compatibility, 6th hunt): strings
s(1, X) :- X = "abc".
s(2, X) :- X = "".
s(3, X) :- atom_string_like(X).
atom_string_like(X) :- X = 'a string'.
t :- "abc" == "abc".
u :- "abc" == abc.
query(s(_,_)). query(t). query(u).
