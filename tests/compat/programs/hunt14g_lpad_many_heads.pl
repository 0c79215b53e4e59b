% written for this corpus by a find-only hunt (session 23; LPAD/cplint-style annotated disjunctions)
% an AD with 12 heads and shared variables between head and body
0.05::grade(S,a); 0.10::grade(S,am); 0.10::grade(S,bp); 0.15::grade(S,b); 0.10::grade(S,bm);
0.10::grade(S,cp); 0.10::grade(S,c); 0.05::grade(S,cm); 0.05::grade(S,dp); 0.05::grade(S,d);
0.05::grade(S,dm); 0.05::grade(S,f) :- student(S).
student(s1). student(s2). student(s3).
points(a,12). points(am,11). points(bp,10). points(b,9). points(bm,8). points(cp,7).
points(c,6). points(cm,5). points(dp,4). points(d,3). points(dm,2). points(f,0).
good(S) :- grade(S,G), points(G,P), P >= 9.
total(T) :- grade(s1,G1), grade(s2,G2), points(G1,P1), points(G2,P2), T is P1+P2.
query(good(_)).
query(total(_)).
query(grade(s3,_)).
