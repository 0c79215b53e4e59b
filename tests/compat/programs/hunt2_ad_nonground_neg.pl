% ADs with non-ground heads and negation in bodies
student(s1). student(s2). student(s3).
0.3::grade(S, a); 0.5::grade(S, b); 0.2::grade(S, c) :- student(S).
0.6::studies(S); 0.4::lazy(S) :- student(S).
pass(S) :- grade(S, G), G \== c.
honours(S) :- grade(S, a), \+ lazy(S).
fail_all :- \+ pass(s1), \+ pass(s2), \+ pass(s3).
query(pass(S)). query(honours(S)). query(fail_all). query(lazy(s2)).
