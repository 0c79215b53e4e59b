% movie recommendations with uncertain tastes and friends' ratings
user(ann). user(bob). user(cid).
movie(alien). movie(up). movie(heat).
genre(alien, scifi). genre(up, family). genre(heat, crime).
0.7::likes_genre(ann, scifi). 0.4::likes_genre(ann, crime).
0.6::likes_genre(bob, family). 0.5::likes_genre(cid, crime). 0.3::likes_genre(cid, scifi).
0.5::friend(ann, bob). 0.8::friend(bob, cid). 0.4::friend(cid, ann).
0.9::watches(U, M) :- likes_genre(U, G), genre(M, G).
0.3::watches(U, M) :- friend(U, F), watches(F, M).
recommend(U, M) :- user(U), movie(M), watches(U, M).
query(recommend(ann, _)).
query(recommend(bob, heat)).
