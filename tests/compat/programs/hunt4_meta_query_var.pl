0.3::a. 0.4::b.
q(a). q(b).
query(X) :- q(X).
