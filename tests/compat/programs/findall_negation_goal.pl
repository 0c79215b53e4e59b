% a findall goal with a negation inside it
0.3::p(1). 0.6::p(2). 0.2::p(1). 0.4::b(1). 0.5::b(2).
q(L) :- findall(X, (p(X), \+ b(X)), L).
query(q(_)).
