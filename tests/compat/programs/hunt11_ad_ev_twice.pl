% evidence on one head of an annotated disjunction, and later queries through open and ground calls
0.2::grade(s1, a); 0.5::grade(s1, b); 0.3::grade(s1, c).
0.4::grade(s2, a); 0.6::grade(s2, b).
pass(S) :- grade(S, a).
pass(S) :- grade(S, b).
honours(S) :- grade(S, a).
evidence(honours(s1)).
query(pass(_)).
query(grade(_, _)).
query(grade(s1, b)).
