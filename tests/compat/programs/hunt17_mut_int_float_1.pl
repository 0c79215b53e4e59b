% hunt17: a mutant (agreeing with ProbLog) of hunt14g_lpad_many_heads.pl: int-float clause 7 10; open-query-all
0.05::grade(S,a); 0.10::grade(S,am); 0.10::grade(S,bp); 0.15::grade(S,b); 0.10::grade(S,bm);
0.10::grade(S,cp); 0.10::grade(S,c); 0.05::grade(S,cm); 0.05::grade(S,dp); 0.05::grade(S,d);
0.05::grade(S,dm); 0.05::grade(S,f) :- student(S).
student(s1).
student(s2).
student(s3).
points(a,12).
points(am,11).
points(bp,10.0).
points(b,9).
points(bm,8).
points(cp,7).
points(c,6).
points(cm,5).
points(dp,4).
points(d,3).
points(dm,2).
points(f,0).
good(S) :- grade(S,G), points(G,P), P >= 9.
total(T) :- grade(s1,G1), grade(s2,G2), points(G1,P1), points(G2,P2), T is P1+P2.
query(good(_)).
query(total(_)).
query(grade(s3,_)).
query(grade(_, _)).
query(student(_)).
query(points(_, _)).
query(good(_)).
query(total(_)).
