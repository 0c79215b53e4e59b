% written for this corpus by a find-only hunt (session 22; probabilistic database with negation)
% not/1 as an alias of negation in an access-control model
0.2::banned(u1). 0.9::member_of(u1, club). 0.6::member_of(u2, club).
may_enter(U) :- member_of(U, club), not(banned(U)).
query(may_enter(U)).
