% written for this corpus by a differential hunt (session 22, hunt14e; agreed before any fix)
% negation as failure with open queries and evidence on the negated predicate
0.7::available(r1). 0.4::available(r2). 0.5::available(r3).
room(r1). room(r2). room(r3).
booked(R) :- room(R), \+ available(R).
free_count(N) :- findall(R, available(R), L), length(L, N).
evidence(booked(r2)).
query(booked(_)).
query(free_count(_)).
query(available(_)).
