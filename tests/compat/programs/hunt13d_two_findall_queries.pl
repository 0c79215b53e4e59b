0.4::pick(1); 0.6::pick(2).
a(L) :- findall(V, pick(V), L).
b(L) :- findall(V, pick(V), L).
query(a(_)).
query(b(_)).
evidence(pick(1)).
