% AD with many heads and wildcard queries over two arguments
0.1::grade(S, a); 0.3::grade(S, b); 0.4::grade(S, c); 0.2::grade(S, f) :- student(S).
student(s1). student(s2).
pass(S) :- grade(S, G), G \== f.
honors(S) :- grade(S, a).
both_pass :- pass(s1), pass(s2).
query(grade(_, _)). query(pass(_)). query(honors(_)). query(both_pass).
